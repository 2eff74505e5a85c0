// The server as `npm run serve` runs it, plus the benchmark's in-memory ceiling route
// (bench/ceiling-route.ts). Started by bench/exam-burst.mjs; never part of the product.
import { runServer } from '../server/src/run';
import { benchCeilingRoutes } from './ceiling-route';

void runServer({ extraRoutes: [benchCeilingRoutes] });
