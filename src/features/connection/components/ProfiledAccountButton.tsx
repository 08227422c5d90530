import { useAccountProfile } from '../hooks/useAccountProfile';
import { AccountButton, type AccountButtonProps } from './AccountButton';

/**
 * The account button with the account's profile (ENS, balance) read from the chain. Its own
 * chunk (see `LazyAccountButton`): the chain-read hooks it needs stay out of the first view.
 */
export function ProfiledAccountButton(props: Omit<AccountButtonProps, 'profile'>) {
  const profile = useAccountProfile();
  return <AccountButton {...props} profile={profile} />;
}
