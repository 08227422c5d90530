// Which of the page's tasks Lighthouse's Total Blocking Time counts. In its default (simulated)
// throttling, Lighthouse replays the page on a model of a slow phone (lantern): each main-thread
// task lasts its measured wall time × 4 (× 2 when it did layout), and moves to where the slow
// network would have let it run. A task that ran before the first paint here may run after it
// there, so the tasks counted are not always the ones that look long in the trace.
//
// `watchCountedTasks()` wraps lantern's Total Blocking Time estimate (in this process, before a
// run) and keeps, for each estimate, the simulated tasks it counts with the measured task each
// one comes from; `takeCountedTasks()` returns them and starts over. Lighthouse reports the mean
// of its optimistic and pessimistic estimates; both are kept.
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

const { TotalBlockingTime } = Lantern.Metrics;
const BLOCKING_THRESHOLD_MS = 50;
let estimates = [];
let watching = false;

/** The measured trace events nested in a task, named (the task's kinds of work). */
function workOf(node) {
  const names = new Set();
  for (const event of node.childEvents ?? []) {
    if (/^(V8\.|v8\.newInstance|TimerInstall|WebDXFeatureUsage|UpdateCounters)/.test(event.name))
      continue;
    names.add(event.name);
  }
  return [...names];
}

export function watchCountedTasks() {
  if (watching) return;
  watching = true;
  const estimate = TotalBlockingTime.getEstimateFromSimulation;
  TotalBlockingTime.getEstimateFromSimulation = function (simulation, extras) {
    const result = estimate.call(this, simulation, extras);
    // The window lantern uses for each estimate (see TotalBlockingTime.getEstimateFromSimulation).
    const fcpMs = extras.optimistic
      ? extras.fcpResult.pessimisticEstimate.timeInMs
      : extras.fcpResult.optimisticEstimate.timeInMs;
    const ttiMs = extras.optimistic
      ? extras.interactiveResult.optimisticEstimate.timeInMs
      : extras.interactiveResult.pessimisticEstimate.timeInMs;
    const tasks = [];
    for (const [node, timing] of simulation.nodeTimings.entries()) {
      if (node.type !== 'cpu' || timing.duration < BLOCKING_THRESHOLD_MS) continue;
      const clipped = Math.min(timing.endTime, ttiMs) - Math.max(timing.startTime, fcpMs);
      if (clipped < BLOCKING_THRESHOLD_MS) continue;
      tasks.push({
        simulatedStartMs: timing.startTime,
        simulatedMs: timing.duration,
        blockingMs: clipped - BLOCKING_THRESHOLD_MS,
        ts: node.event.ts,
        wallMs: node.event.dur / 1000,
        cpuMs: node.event.tdur !== undefined ? node.event.tdur / 1000 : null,
        layout: node.didPerformLayout(),
        work: workOf(node),
      });
    }
    estimates.push({
      optimistic: Boolean(extras.optimistic),
      fcpMs,
      ttiMs,
      tbtMs: result.timeInMs,
      tasks,
    });
    return result;
  };
}

/** The estimates recorded since the last call (the run's own are the last two). */
export function takeCountedTasks() {
  const taken = estimates;
  estimates = [];
  return taken;
}
