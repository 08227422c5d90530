/** The router on its own, one of `main.tsx`'s evaluation steps (`startChunks` in vite.config.ts). */
export { BrowserRouter } from 'react-router-dom';
