/**
 * The state libraries (Redux Toolkit, Immer, redux-persist, react-redux) on their own: `main.tsx`
 * imports this module after the router and before `boot.tsx`, in a task of its own, so that the
 * browser evaluates them apart from the app's modules (the build puts them in one chunk with
 * this module: `startChunks` in vite.config.ts).
 */
export { configureStore } from '@reduxjs/toolkit';
export { persistReducer } from 'redux-persist';
export { Provider } from 'react-redux';
