import { sv } from '../../../i18n/sv'

/** #submissions: a placeholder until the submissions issue builds the list. */
export function SubmissionsTab() {
  return <p className="text-stone-700">{sv.account.submissionsEmpty}</p>
}
