import { modelTest, setupModel } from './model';

setupModel();
modelTest(4, 4);
