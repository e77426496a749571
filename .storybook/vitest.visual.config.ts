import { storiesConfig } from './vitest.config.ts';

// The visual baselines: the stories tagged `visual`, compared with tests/visual-baselines/ (README).
export default storiesConfig('visual');
