export * from './catalog.js'
export * from './mail.js'
export * from './shop.js'
export * from './users.js'
