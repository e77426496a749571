import { createContext, useContext } from 'react';

/**
 * How a filter panel tells the FilterToggle around it that the shopper has made a choice, so that on a phone
 * the panel can fold away and show the results. Outside a FilterToggle it does nothing.
 */
export const FilterChoiceContext = createContext<() => void>(() => {});

/** Call after each choice the shopper makes in the panel. */
export function useFilterChoice(): () => void {
  return useContext(FilterChoiceContext);
}
