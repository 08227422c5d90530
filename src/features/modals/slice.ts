import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The wallet dialogs; at most one is open at a time. */
export type ModalName = 'connect' | 'account' | 'chain' | 'signIn';

const modalsSlice = createSlice({
  name: 'modals',
  initialState: { open: null as ModalName | null },
  reducers: {
    modalOpened(state, action: PayloadAction<ModalName>) {
      state.open = action.payload;
    },
    modalClosed(state) {
      state.open = null;
    },
  },
});

export const { modalOpened, modalClosed } = modalsSlice.actions;
export const modalsReducer = modalsSlice.reducer;
