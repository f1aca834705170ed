import { SEARCH_MAX_LENGTH } from '@kladbyte/contract'
import { type FormEvent, useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { SearchIcon } from '../../components/ui/icons'
import { sv } from '../../i18n/sv'

/** The shop search: a non-empty term opens /shop?search=…; empty or only spaces does nothing. */
export function SearchForm({ onSearch }: { onSearch?: () => void }) {
  const [term, setTerm] = useState('')
  const navigate = useNavigate()
  const id = useId()
  const t = sv.shell.search

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const trimmed = term.trim()
    if (!trimmed) return
    navigate(`/shop?${new URLSearchParams({ search: trimmed })}`)
    onSearch?.()
  }

  return (
    <search>
      <form onSubmit={submit} className="flex w-full gap-2">
        <label htmlFor={id} className="sr-only">
          {t.label}
        </label>
        <input
          id={id}
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder={t.placeholder}
          enterKeyHint="search"
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          data-autofocus
          className="min-h-11 w-full min-w-0 flex-1 rounded-full border border-stone-400 bg-white px-4 text-base placeholder:text-stone-500"
        />
        <button
          type="submit"
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full bg-emerald-800 px-5 font-medium text-white hover:bg-emerald-900"
        >
          <SearchIcon className="size-5" />
          <span className="max-sm:sr-only">{t.submit}</span>
        </button>
      </form>
    </search>
  )
}
