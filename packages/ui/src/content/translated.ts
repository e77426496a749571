/**
 * The shape of an English content module (declared `as const`) with every text free to differ: a Hindi
 * module typed with it must have every section, list item and paragraph the English one has, and no more.
 * A missing Hindi section does not compile.
 */
export type Translated<Source> = {
  readonly [Key in keyof Source]: Source[Key] extends string ? string : Translated<Source[Key]>;
};
