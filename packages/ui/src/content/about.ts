import type { FeatureCardItem } from '../components/FeatureCards/FeatureCards';
import { type FeatureIcon, featureIcons } from '../components/FeatureCards/featureIcons';
import type { Founder } from '../components/FounderProfile/FounderProfile';
import type { PageHeroStat } from '../components/PageHero/PageHero';
import type { StoryBlockQuote } from '../components/StoryBlock/StoryBlock';
import type { TeamMember } from '../components/TeamGrid/TeamGrid';
import { type TimelineItem, type TimelineStatus, timelineStatuses } from '../components/Timeline/Timeline';
import type { ValuesGridItem } from '../components/ValuesGrid/ValuesGrid';
import { type ShopValue, shopValues } from '../components/ValuesGrid/ValuesGrid';
import type { Language } from '../messages/language';
import { aboutEn } from './about.en';
import { aboutHi } from './about.hi';

/** The headline figures, in the order the hero shows them (SPEC.md §1 claims). */
export const aboutStats = ['founded', 'partners', 'states', 'support'] as const;
type AboutStat = (typeof aboutStats)[number];

interface TitledText {
  readonly title: string;
  readonly description: string;
}

/** The about page's words in one language: one entry for every part, none missing. */
export interface AboutContent {
  readonly lead: string;
  readonly stats: { readonly [Key in AboutStat]: PageHeroStat };
  readonly features: { readonly [Key in FeatureIcon]: TitledText };
  readonly story: { readonly paragraphs: readonly string[]; readonly quote: string };
  /** Q1 to Q4 2025 done, goals for 2026, the 2027–2028 vision (SPEC.md §2.11). */
  readonly timeline: { readonly [Key in TimelineStatus]: readonly Omit<TimelineItem, 'status'>[] };
  readonly founder: Founder & { readonly quote: string };
  /** The leadership team of four. */
  readonly team: readonly [TeamMember, TeamMember, TeamMember, TeamMember];
  readonly mission: string;
  readonly values: { readonly [Key in ShopValue]: TitledText };
}

const byLanguage: Readonly<Record<Language, AboutContent>> = { english: aboutEn, hindi: aboutHi };

/** The about page's parts in a language, shaped for its components. */
export function aboutContent(language: Language): {
  lead: string;
  stats: PageHeroStat[];
  features: FeatureCardItem[];
  story: { paragraphs: readonly string[]; quote: StoryBlockQuote };
  timeline: TimelineItem[];
  founder: Founder;
  team: readonly TeamMember[];
  mission: string;
  values: ValuesGridItem[];
} {
  const content = byLanguage[language];
  return {
    lead: content.lead,
    stats: aboutStats.map((stat) => content.stats[stat]),
    features: featureIcons.map((icon) => ({ icon, ...content.features[icon] })),
    story: { paragraphs: content.story.paragraphs, quote: { text: content.story.quote } },
    timeline: timelineStatuses.flatMap((status) =>
      content.timeline[status].map((item) => ({ ...item, status })),
    ),
    founder: content.founder,
    team: content.team,
    mission: content.mission,
    values: shopValues.map((value) => ({ value, ...content.values[value] })),
  };
}
