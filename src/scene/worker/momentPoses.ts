import type { MomentId } from '../../content/moments';
import type { Choreography, Pose } from '../protocol';
import { answering, REST } from './robot/poseMaths';

/** How long he reads a law out once the feed moves on. */
const READ_FOR_MS = 1800;

const base: Record<MomentId, Pose> = {
  // At the podium, waving to the crowd, beaming.
  hero: { ...REST, wave: 1, podium: 1, joy: 1 },
  // Turned to the cards on his right (the viewer's left), presenting them with an open arm and a smile.
  about: { ...REST, turn: -0.5, headYaw: -0.25, rightRaise: 1.6, rightForward: 0.45, leftRaise: 0.2, joy: 0.35 },
  // Arms up in a V under the shower of coins, eyes wide.
  tokenomics: { ...REST, leftRaise: 2.35, rightRaise: 2.35, headPitch: -0.14, eyes: 1.35, joy: 0.3 },
  // The paper held before him, head bowed to it, squinting at the small print.
  reading: { ...REST, rightRaise: 0.3, rightForward: 1.05, paper: 1, headPitch: 0.28, headYaw: -0.15, eyes: 0.62 },
  // Walking the trail, turned along it, set on the road ahead.
  roadmap: { ...REST, walk: 1, turn: 0.5, headYaw: -0.35, leftForward: 0.1, rightForward: 0.1, eyes: 0.85, joy: 0.15 },
  // Welcoming the cabinet with open arms, proud.
  cabinet: { ...REST, leftRaise: 0.85, rightRaise: 0.85, leftForward: 0.3, rightForward: 0.3, joy: 1 },
};

const live: Record<MomentId, Pose> = {
  hero: { ...base.hero },
  about: { ...base.about },
  tokenomics: { ...base.tokenomics },
  reading: { ...base.reading },
  roadmap: { ...base.roadmap },
  cabinet: { ...base.cabinet },
};

/**
 * A moment's pose as the page stands now: the presenting arm rises and falls
 * with the scroll (about), the cheer lasts while the coins pour (tokenomics),
 * he reads each new law out as the feed moves on and holds his tongue while
 * it is held (reading), he stops walking at the trail's end (roadmap).
 * `page` is the page's motion as the latest frame read it. Returns a shared object: read it
 * before the next call.
 */
export function momentPose(moment: MomentId, now: number, motionless: boolean, page: Choreography): Pose {
  const pose = live[moment];
  const b = base[moment];
  switch (moment) {
    case 'about': {
      const k = page.present;
      pose.turn = b.turn * k;
      pose.headYaw = b.headYaw * k;
      pose.rightRaise = REST.rightRaise + (b.rightRaise - REST.rightRaise) * k;
      pose.rightForward = b.rightForward * k;
      break;
    }
    case 'tokenomics': {
      // Up while the coins fall, lowered a little once the heap is in.
      const cheer = page.pour > 0 && page.pour < 1 ? 1 : 0.7;
      pose.leftRaise = REST.leftRaise + (b.leftRaise - REST.leftRaise) * cheer;
      pose.rightRaise = pose.leftRaise;
      break;
    }
    case 'reading':
      pose.talk = motionless ? 0.6 : page.feedPaused ? 0 : Math.max(0, 1 - (now - page.lawAt) / READ_FOR_MS);
      break;
    case 'roadmap':
      pose.walk = motionless || page.walk >= 1 ? 0 : b.walk;
      break;
    default:
      break;
  }
  return pose;
}

/** Lays his answer to the visitor's last question (asked at `askAt`) over `pose`, as far as it has got at `now`. */
export function reactTo(pose: Pose, now: number, motionless: boolean, askAt: number) {
  const r = answering(now - askAt);
  if (r <= 0) return pose;
  pose.headPitch += (-0.22 - pose.headPitch) * r;
  pose.headYaw *= 1 - r;
  pose.leftRaise += (1.25 - pose.leftRaise) * r;
  pose.leftForward += (0.55 - pose.leftForward) * r;
  pose.wave *= 1 - r;
  // The other hand points out what he is answering.
  pose.point += (1 - pose.point) * r;
  pose.talk = Math.max(pose.talk, motionless ? 0.8 * r : r);
  // Taken aback, then glad to be asked.
  pose.eyes += (1.25 - pose.eyes) * r;
  pose.joy += (0.45 - pose.joy) * r;
  return pose;
}
