/** The state libraries on their own, one of `main.tsx`'s evaluation steps (`startChunks`). */
export { configureStore } from '@reduxjs/toolkit';
export { persistReducer } from 'redux-persist';
export { Provider } from 'react-redux';
