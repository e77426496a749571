import type { pagesEn } from './pages.en';
import type { shellEn } from './shell.en';

/** Carries a message's placeholder names in its type only; no message string has it at run time. */
declare const placeholderNames: unique symbol;

/** The `{name}` placeholders of a message literal: 'count' for 'In Stock ({count})'. */
export type PlaceholdersOf<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

type UnionToIntersection<Union> = (Union extends unknown ? (value: Union) => void : never) extends (
  value: infer Intersection,
) => void
  ? Intersection
  : never;

/**
 * A translated text with the placeholders `Names`: any string that contains each `{name}`, in any order,
 * so a translation that drops or misspells one does not compile. The optional brand lets `format()` know
 * which values the message needs.
 */
export type Message<Names extends string = never> = [Names] extends [never]
  ? string
  : string & { readonly [placeholderNames]?: Names } & UnionToIntersection<
        Names extends string ? `${string}{${Names}}${string}` : never
      >;

type Translatable<Source> = {
  readonly [Key in keyof Source]: Source[Key] extends string
    ? Message<PlaceholdersOf<Source[Key]>>
    : Translatable<Source[Key]>;
};

/** The shape of English with a translatable text at every leaf: what every language provides. */
export type ShellMessages = Translatable<typeof shellEn>;
export type PageMessages = Translatable<typeof pagesEn>;
export type Messages = ShellMessages & PageMessages;

/** The placeholder names a message needs, from its brand or, for a literal, from its text. */
export type MessageValueNames<Text extends string> = Text extends {
  readonly [placeholderNames]?: infer Names extends string;
}
  ? string extends Names
    ? PlaceholdersOf<Text>
    : Names
  : PlaceholdersOf<Text>;

export type MessageValues<Text extends string> = {
  readonly [Name in MessageValueNames<Text>]: string | number;
};
