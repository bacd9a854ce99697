import { modelTest, setupModel } from './model';

setupModel();
modelTest(2, 2);
