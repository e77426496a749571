import { createContext, type ReactNode, useContext } from 'react';

const TodayContext = createContext<Date | null>(null);

/** Fixes "today" for everything below, so a story or a test shows the same date every day. */
export function TodayProvider({ date, children }: { date: Date; children: ReactNode }) {
  return <TodayContext.Provider value={date}>{children}</TodayContext.Provider>;
}

/** Today's date, taken at render, unless a TodayProvider above fixes it. */
export function useToday(): Date {
  return useContext(TodayContext) ?? new Date();
}
