/**
 * The router on its own: `main.tsx` imports this module after react-dom and before the state
 * libraries and `boot.tsx`, each in a task of its own, so that the browser never evaluates the
 * libraries and the app in one long task (the build puts react-router in one chunk with this
 * module: `startChunks` in vite.config.ts).
 */
export { BrowserRouter } from 'react-router-dom';
