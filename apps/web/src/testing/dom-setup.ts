/**
 * Testing Library's waits for the web project. Pages and forms load as code-split chunks; on a
 * busy 2-core CI machine (the other test projects running beside) a chunk can take more than the
 * default 1 s to arrive, and a `findBy…` that would have found its element fails instead.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
