// Placeholder: the simulator is being written (see README of this folder once it lands).
export {};
