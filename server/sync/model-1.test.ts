import { modelTest, setupModel } from './model';

setupModel();
modelTest(1, 2);
