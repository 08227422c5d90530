import type { HTMLAttributes, ReactNode } from 'react';

/** One entry of a `<dl>`: `<div><dt>label</dt><dd>value</dd></div>`, the props on the `<dd>`. */
export function Fact({
  label,
  children,
  ...valueProps
}: HTMLAttributes<HTMLElement> & { label: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd {...valueProps}>{children}</dd>
    </div>
  );
}
