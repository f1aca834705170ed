// What other modules may use of the catalogue (scripts/check-server-boundaries.mjs): the category
// tree, which the points guide walks to show points per category.
export { CategoryTree } from './category-tree.js'
