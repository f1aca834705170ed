import type { CategoryDto } from '@kladbyte/contract'
import { useState } from 'react'
import { Link } from 'react-router'
import { content } from '../../../i18n/sv/content'
import { cutDescription, selectHomeTiles } from '../lib/select-home-tiles'

export { cutDescription, selectHomeTiles } from '../lib/select-home-tiles'

const t = content.home.tiles

/** The home page's category tiles: two big tiles, or round bubbles (spec "Home page category tiles"). */
export function HomeTiles({ categories }: { categories: readonly CategoryDto[] }) {
  const selection = selectHomeTiles(categories)
  if (selection.kind === 'tiles') {
    return (
      <ul className="grid gap-6 md:grid-cols-2" data-testid="home-tiles">
        {selection.tiles.map((c, i) => (
          <li key={c.id}>
            <Link
              to={`/shop/${c.id}`}
              className={`group flex min-h-56 flex-col justify-end rounded-3xl p-8 shadow-sm ring-1 ring-stone-200 transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-emerald-800 ${
                i === 0 ? 'bg-emerald-900 text-white' : 'bg-amber-50 text-stone-900'
              }`}
            >
              <span className="text-3xl font-semibold tracking-tight">{c.name}</span>
              {c.description && (
                <span className={`mt-2 max-w-md ${i === 0 ? 'text-emerald-50' : 'text-stone-700'}`}>
                  {cutDescription(c.description)}
                </span>
              )}
              <span className="mt-6 inline-flex items-center gap-2 font-medium underline-offset-4 group-hover:underline">
                {t.explore} <span aria-hidden="true">→</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    )
  }
  return (
    <ul className="flex flex-wrap justify-center gap-6 sm:gap-8" data-testid="home-bubbles">
      {selection.bubbles.map((c) => (
        <li key={c.id}>
          <Link
            to={`/shop/${c.id}`}
            className="group flex w-28 flex-col items-center gap-3 rounded-xl p-1 text-center focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800"
          >
            <Bubble name={c.name} image={c.imageRelativePath} />
            <span className="font-medium text-stone-900 group-hover:underline">{c.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** A round picture of the category; its first letter when there is no picture or it fails to load. */
function Bubble({ name, image }: { name: string; image: string | null }) {
  const [failed, setFailed] = useState(false)
  const letter = name.trim().charAt(0).toUpperCase()
  return (
    <span className="flex size-24 items-center justify-center overflow-hidden rounded-full bg-emerald-100 text-3xl font-semibold text-emerald-900 ring-1 ring-emerald-200 transition group-hover:ring-2 group-hover:ring-emerald-700">
      {image && !failed ? (
        <img src={image} alt="" className="size-full object-cover" onError={() => setFailed(true)} />
      ) : (
        <span aria-hidden="true">{letter}</span>
      )}
    </span>
  )
}
