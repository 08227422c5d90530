import { useAppDispatch } from '@/app/hooks';
import { preloadDialog } from '../components/dialogChunks';
import { modalOpened, type ModalName } from '../slice';

/**
 * The props of a button that opens a dialog: `opens('account')` is the click that opens it,
 * plus pointer and focus handlers that fetch the dialog's chunk before the click, so it usually
 * opens without a wait.
 */
export function useDialogOpener() {
  const dispatch = useAppDispatch();
  return (name: ModalName) => ({
    onPointerEnter: () => preloadDialog(name),
    onFocus: () => preloadDialog(name),
    onClick: () => dispatch(modalOpened(name)),
  });
}
