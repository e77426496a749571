import { FeatureCards } from '@bazaar/ui/components/FeatureCards';
import { FounderProfile } from '@bazaar/ui/components/FounderProfile';
import { PageHero } from '@bazaar/ui/components/PageHero';
import { StoryBlock } from '@bazaar/ui/components/StoryBlock';
import { TeamGrid } from '@bazaar/ui/components/TeamGrid';
import { Timeline } from '@bazaar/ui/components/Timeline';
import { ValuesGrid } from '@bazaar/ui/components/ValuesGrid';
import { aboutContent } from '@bazaar/ui/content';
import { useLanguage, useMessages } from '@bazaar/ui/messages';
import * as styles from './About.css';

/** /about (SPEC.md §2.11): hero, why choose us, story, journey, founder, team of four, mission and values. */
export function About() {
  const { language } = useLanguage();
  const messages = useMessages().about;
  const content = aboutContent(language);
  return (
    <div className={styles.page}>
      <title>{messages.documentTitle}</title>
      <PageHero
        title={messages.title}
        lead={content.lead}
        stats={content.stats}
        statsLabel={messages.inNumbers}
      />
      <FeatureCards title={messages.whyChooseUs} items={content.features} />
      <StoryBlock
        title={messages.ourStory}
        paragraphs={content.story.paragraphs}
        quote={content.story.quote}
      />
      <Timeline title={messages.journey} items={content.timeline} />
      <FounderProfile title={messages.founder} founder={content.founder} />
      <TeamGrid title={messages.team} members={content.team} />
      <ValuesGrid
        title={messages.missionAndValues}
        missionTitle={messages.mission}
        mission={content.mission}
        values={content.values}
      />
    </div>
  );
}
