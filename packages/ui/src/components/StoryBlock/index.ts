export { StoryBlock, type StoryBlockProps, type StoryBlockQuote } from './StoryBlock';
