// PGlite's contrib extensions are reached through its package's `exports` map, which this project's
// `moduleResolution: "node"` does not read: the types of the one it loads, from where they lie.
declare module "@electric-sql/pglite/contrib/pg_trgm" {
  export { pg_trgm } from "@electric-sql/pglite/dist/contrib/pg_trgm";
}
