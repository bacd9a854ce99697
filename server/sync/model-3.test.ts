import { modelTest, setupModel } from './model';

setupModel();
modelTest(3, 4);
