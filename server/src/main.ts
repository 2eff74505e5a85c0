import { runServer } from './run';

void runServer();
