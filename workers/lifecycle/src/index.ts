export {
  LIFECYCLE_QUEUE,
  LIFECYCLE_SCHEDULER_ID,
  type LifecycleDeps,
  lifecycleSweepJob,
  processLifecycleJob,
} from './lifecycle.processor.ts';
