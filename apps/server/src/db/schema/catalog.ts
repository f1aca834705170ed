import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    display: boolean('display').notNull().default(true),
    sorting: integer('sorting').notNull().default(0),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    imagePath: text('image_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.sorting)],
)

export const productStates = ['available', 'reserved', 'sold'] as const

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Price in points. */
    price: integer('price').notNull(),
    size: text('size').notNull().default(''),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    display: boolean('display').notNull().default(true),
    state: text('state', { enum: productStates }).notNull().default('available'),
    /** Set when staff delete a garment that is in an order: hidden everywhere, kept for order history. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * What a search matches, stored (migration 0016, docs/decisions/044-search-at-a-million-bounded.md):
     * the words of name and description and every fragment of the name's words. Stored so a
     * search of a common word can check it on each row it lists newest first, and so the index
     * below does not compute the fragments a second time.
     */
    searchTerms: tsvector('search_terms').generatedAlwaysAs(sql`kb_search_terms(name, description)`),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('swedish', coalesce(name, '')), 'A') || setweight(to_tsvector('swedish', coalesce(description, '')), 'B')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The shop lists only displayed, available garments: a partial index keeps that scan small.
    index('products_shop_idx').on(t.categoryId, t.createdAt).where(sql`display and state = 'available'`),
    index('products_shop_price_idx').on(t.price).where(sql`display and state = 'available'`),
    // Newest-first listing across many categories stops after one page instead of sorting them all.
    index('products_shop_newest_idx').on(t.createdAt, t.id).where(sql`display and state = 'available'`),
    // Size (selective: one of ~25) with category: one index narrows a filtered search to a few
    // hundred rows before the heap is read (measured in bench/README.md).
    index('products_shop_size_category_idx')
      .on(t.size, t.categoryId)
      .where(sql`display and state = 'available'`),
    // Words of name and description plus every 3+ letter fragment of the name's words, so that one
    // exact index lookup finds Swedish compounds ('klänning' in 'midiklänning') and partial words;
    // each term also once more with the garment's size ('klänning M'), so a search with a size
    // filter looks up only that size's garments. Functions from migrations 0003, 0004 and 0016
    // (docs/decisions/007-search-terms-index.md, 008-search-terms-by-size.md, 044).
    index('products_search_terms_idx').using('gin', sql`kb_sized_terms(${t.searchTerms}, ${t.size})`),
    index('products_category_idx').on(t.categoryId),
    // The staff list: every garment that is not archived, newest first.
    index('products_admin_newest_idx').on(t.createdAt, t.id).where(sql`archived_at is null`),
  ],
)

/**
 * The distinct lower-case words of garment names (thousands, however many garments): the typo
 * fallback corrects a search word to the nearest one by trigram similarity, then searches as
 * usual (docs/decisions/038-search-at-a-million.md). Kept by triggers on products (migration
 * 0013); words of renamed or deleted garments stay, and only ever correct to a search that finds
 * nothing.
 */
export const catalogWords = pgTable('catalog_words', { word: text('word').primaryKey() }, (t) => [
  index('catalog_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
])

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    main: boolean('main').notNull().default(false),
    /** Server-chosen base name; files are `${storageKey}-${width}.webp`. */
    storageKey: text('storage_key').notNull(),
    widths: integer('widths').array().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_images_product_idx').on(t.productId, t.position),
    uniqueIndex('product_images_one_main_idx').on(t.productId).where(sql`main`),
  ],
)
