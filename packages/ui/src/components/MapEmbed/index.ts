export { MapEmbed, type MapEmbedProps, type MapEmbedState, mapEmbedStates } from './MapEmbed';
