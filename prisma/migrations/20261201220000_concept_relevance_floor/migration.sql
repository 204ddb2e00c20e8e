-- The relevance floor of concept search (issue #50): the margin above which a DENSE or HYBRID hit
-- counts as a match. Fitted by `refgraph calibrate` on the model-wide row; null on rows fitted
-- before it existed (the search then has no floor until the model is calibrated again).
ALTER TABLE "ConceptThreshold" ADD COLUMN "floor" DOUBLE PRECISION;
