/** A fact about wallets: a short title and its explanation. */
export type WalletFact = readonly [title: string, text: string];

/** 'What is a Wallet?' with a list of facts (the intro's short ones, the learn step's longer ones). */
export function WalletFacts({ facts }: { facts: readonly WalletFact[] }) {
  return (
    <>
      <h3 className="connect-panel__title">What is a Wallet?</h3>
      <ul className="connect-facts">
        {facts.map(([title, text]) => (
          <li key={title}>
            <strong>{title}</strong>
            <p>{text}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
