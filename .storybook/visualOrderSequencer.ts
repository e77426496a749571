import { BaseSequencer, type TestSpecification } from 'vitest/node';

const byPath = (a: TestSpecification, b: TestSpecification) => a.moduleId.localeCompare(b.moduleId);

/**
 * Vitest's own order for every project, except the visual baselines' story files: those run in the order
 * of their paths, every time. They share one frame, and what a file leaves behind (a picture in the
 * browser's cache, a face loaded) can move a later story by a pixel; a fixed order makes each screenshot
 * follow the same files whether the baselines are being written or compared, on a clean clone or in a
 * working copy whose Vitest cache holds earlier durations. (A sequencer is a root option: a project's own is
 * ignored.)
 */
export class VisualOrderSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const isVisual = (file: TestSpecification) => file.project.name === 'visual';
    const others = await super.sort(files.filter((file) => !isVisual(file)));
    return [...others, ...files.filter(isVisual).sort(byPath)];
  }
}
