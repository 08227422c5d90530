import type { HTMLAttributes, ReactNode } from 'react';

interface FactProps extends HTMLAttributes<HTMLElement> {
  /** What the value is: the `<dt>` (a human-read attribute: from the catalogue, like any label). */
  label: ReactNode;
}

/**
 * One entry of a description list: `<div><dt>label</dt><dd>value</dd></div>`, the value's
 * attributes (class, test id …) on the `<dd>`. Goes inside a `<dl>`.
 */
export function Fact({ label, children, ...valueProps }: FactProps) {
  return (
    <div>
      <dt>{label}</dt>
      <dd {...valueProps}>{children}</dd>
    </div>
  );
}
