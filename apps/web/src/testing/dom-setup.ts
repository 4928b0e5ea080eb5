/**
 * Testing Library's waits for the web project. Pages and forms load as code-split chunks; on a
 * busy 2-core CI machine (the other test projects running beside) a chunk can take more than the
 * default 1 s to arrive, and a `findBy…` that would have found its element fails instead. The
 * checkout's journeys (typing every field, then the order's round trips) took over 5 s at times
 * while an e2e run shared the machine; 10 s stays below the tests' own 15 s limit.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
