export {
  Timeline,
  type TimelineItem,
  type TimelineProps,
  type TimelineStatus,
  timelineStatuses,
} from './Timeline';
