//pass
//--local_size=64 --num_groups=8
/* One pass of a bitonic sort over global memory (AMD APP SDK bitonicSort): one launch per (stage, pass), work item t compares the pair (left, left + pairDistance) of its block and orders it by the direction of its stage block. */
__kernel void bitonicSort(__global uint *theArray, const uint stage, const uint passOfStage, const uint direction) {
  uint sortIncreasing = direction;
  uint threadId = get_global_id(0);
  uint pairDistance = 1 << (stage - passOfStage);
  uint blockWidth = 2 * pairDistance;
  uint leftId = (threadId % pairDistance) + (threadId / pairDistance) * blockWidth;
  uint rightId = leftId + pairDistance;
  uint leftElement = theArray[leftId];
  uint rightElement = theArray[rightId];
  uint sameDirectionBlockWidth = 1 << stage;
  if ((threadId / sameDirectionBlockWidth) % 2 == 1)
    sortIncreasing = 1 - sortIncreasing;
  uint greater = max(leftElement, rightElement);
  uint lesser = min(leftElement, rightElement);
  if (sortIncreasing) {
    theArray[leftId] = lesser;
    theArray[rightId] = greater;
  } else {
    theArray[leftId] = greater;
    theArray[rightId] = lesser;
  }
}
