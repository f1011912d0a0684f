import { builtStories, shootStories } from './shoot-stories';

// Every story in English, left to right: baselines in visual/baselines/phone-360 and laptop-1366.
shootStories('en', builtStories());
