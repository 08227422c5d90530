import type { ReactNode } from 'react';

interface OwnerChoiceProps {
  /** The radio group's name (one per setting). */
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
  /** What picking it does, in a sentence. */
  children: ReactNode;
}

/** One option of an owner's setting: a radio button with its sentence. */
export function OwnerChoice({
  name,
  value,
  checked,
  disabled,
  onSelect,
  children,
}: OwnerChoiceProps) {
  return (
    <label className="owner-choice">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
      />
      <span>{children}</span>
    </label>
  );
}
