// zod 4 probes `new Function('')` when its first object schema is built, to compile fast parsers.
// Our CSP (script-src without 'unsafe-eval') blocks it, and the browser reports a CSP violation
// in DevTools' Issues panel (Lighthouse, best practices) though zod catches the error. `jitless`
// skips the probe. zod reads this object when it loads; set here, before any lazy chunk imports
// zod, it costs the entry chunk no zod code. Forms parse a few fields: no measurable cost.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true })
