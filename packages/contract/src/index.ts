export * from './cart.js'
export * from './catalog.js'
export * from './common.js'
export * from './users.js'
