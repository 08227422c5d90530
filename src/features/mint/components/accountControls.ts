/** The mint parts of a connected account, in one chunk (see `LazyAccountControls`). */
export { MintControls } from './MintControls';
export { OwnerPanel } from './OwnerPanel';
export { YourBears } from './YourBears';
