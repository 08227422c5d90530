import { useAppDispatch } from '@/app/hooks';
import { preloadDialog } from '../components/dialogChunks';
import { modalOpened, type ModalName } from '../slice';

/** `opens('account')`: a button's click that opens the dialog, and handlers that fetch its chunk. */
export function useDialogOpener() {
  const dispatch = useAppDispatch();
  return (name: ModalName) => ({
    onPointerEnter: () => preloadDialog(name),
    onFocus: () => preloadDialog(name),
    onClick: () => dispatch(modalOpened(name)),
  });
}
