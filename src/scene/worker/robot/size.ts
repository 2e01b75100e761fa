/** A robot from the feet to the top of the tallest topper, and across the arms: what placement fits. */
export const ROBOT_SIZE = { height: 4.1, width: 2.6 } as const;
