/**
 * The header's wallet button. Until the wallet layer is wired in, it shows the disconnected
 * label and is disabled, so the header keeps its final layout.
 */
export function ConnectButton() {
  return (
    <button type="button" className="button button--primary" disabled>
      Connect Wallet
    </button>
  );
}
