import type { CategoryDto } from '@kladbyte/contract'
import { useEffect, useId, useState } from 'react'
import { Link } from 'react-router'
import { catalog } from '../../../i18n/sv/catalog'
import { categoryAncestry, childCategories, topLevelCategories } from '../lib/categories'

interface Props {
  categories: CategoryDto[]
  currentId: string | null
  hrefFor: (categoryId: string) => string
}

/** The sidebar's category tree; the branch holding the current category starts expanded. */
export function CategoryTree({ categories, currentId, hrefFor }: Props) {
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set())

  // Opening a category (from anywhere) unfolds its branch; the visitor's own toggles are kept.
  useEffect(() => {
    if (!currentId) return
    const branch = categoryAncestry(categories, currentId).map((c) => c.id)
    setExpanded((prev) => (branch.every((id) => prev.has(id)) ? prev : new Set([...prev, ...branch])))
  }, [categories, currentId])

  const toggle = (id: string) =>
    setExpanded((prev) => {
      const next = new Set(prev)
      if (!next.delete(id)) next.add(id)
      return next
    })

  return (
    <ul className="space-y-0.5">
      {topLevelCategories(categories).map((c) => (
        <TreeNode
          key={c.id}
          category={c}
          categories={categories}
          currentId={currentId}
          expanded={expanded}
          onToggle={toggle}
          hrefFor={hrefFor}
          depth={0}
        />
      ))}
    </ul>
  )
}

interface NodeProps extends Omit<Props, 'categories'> {
  category: CategoryDto
  categories: CategoryDto[]
  expanded: Set<string>
  onToggle: (id: string) => void
  depth: number
}

function TreeNode({ category, categories, currentId, expanded, onToggle, hrefFor, depth }: NodeProps) {
  const listId = useId()
  // Depth is capped so a malformed (cyclic) tree cannot recurse forever.
  const children = depth < 6 ? childCategories(categories, category.id) : []
  const open = expanded.has(category.id)
  const current = category.id === currentId
  return (
    <li>
      <div className="flex items-center gap-1">
        <Link
          to={hrefFor(category.id)}
          aria-current={current ? 'page' : undefined}
          className={`flex-1 rounded-md px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-emerald-700 ${
            current ? 'bg-emerald-50 font-semibold text-emerald-900' : 'text-stone-700 hover:bg-stone-100'
          }`}
        >
          {category.name}
        </Link>
        {children.length > 0 ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={open ? catalog.collapse(category.name) : catalog.expand(category.name)}
            onClick={() => onToggle(category.id)}
            className="flex size-8 items-center justify-center rounded-md text-stone-500 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-emerald-700"
          >
            <svg
              viewBox="0 0 20 20"
              aria-hidden="true"
              className={`size-4 transition-transform ${open ? 'rotate-90' : ''}`}
            >
              <path d="M7 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        ) : null}
      </div>
      {children.length > 0 ? (
        <ul id={listId} hidden={!open} className="ml-3 border-l border-stone-200 pl-2">
          {children.map((child) => (
            <TreeNode
              key={child.id}
              category={child}
              categories={categories}
              currentId={currentId}
              expanded={expanded}
              onToggle={onToggle}
              hrefFor={hrefFor}
              depth={depth + 1}
            />
          ))}
        </ul>
      ) : null}
    </li>
  )
}
