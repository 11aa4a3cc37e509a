// The library's reviewed follow-up questions, one per rubric point by position, keyed by question
// id. Each is spoken to the candidate when their answer gives no evidence for the point, so it asks
// for the point's substance without handing over its answer or key terms, and never asks about
// the person (age, health, family, beliefs, origin). Only the points a reviewer would chase are
// asked when missing; the others are written for authors who copy the set and tick them.
import type { LibraryProbe } from './question-library';

/** Asked when the answer gives no evidence for the point. */
const ask = (prompt: string): LibraryProbe => ({ prompt, askIfMissing: true });
/** Written, but not asked unless an author ticks it. */
const spare = (prompt: string): LibraryProbe => ({ prompt, askIfMissing: false });

export const LIBRARY_PROBES: Readonly<Record<string, readonly LibraryProbe[]>> = {
  // technical · junior
  'tech-junior-1': [
    ask('How does memory differ between two separate processes and two threads of one process?'),
    ask('What can go wrong when several threads work on the same data, and how do you prevent it?'),
    spare(
      'How do processes and threads compare in what it costs to create and switch between them?',
    ),
    spare(
      'What happens to the rest of the program when a thread crashes, compared with a process?',
    ),
  ],
  'tech-junior-2': [
    ask('How does the browser find out which server to contact for that address?'),
    ask('What happens between the browser and the server before the request itself is sent?'),
    spare('What does the browser send to the server, and what comes back?'),
    ask('Once the response arrives, how does it become the page you see?'),
  ],
  'tech-junior-3': [
    ask('How quickly can you find an item by key in a hash map, compared with searching a list?'),
    spare('What can an array do better than a hash map?'),
    ask('What does a hash map cost you in memory, and when does its speed break down?'),
    ask('What is one concrete situation where you would pick a hash map?'),
  ],
  'tech-junior-4': [
    ask('What is the scope of a single unit test?'),
    ask('What is the scope of an integration test?'),
    ask('How do the two kinds of test differ in speed and in the bugs they catch?'),
    spare('How would you balance the number of each kind of test in a project?'),
  ],
  'tech-junior-5': [
    ask('What is a branch, in terms of how Git stores your work?'),
    ask('What does Git actually do to the history when you merge one branch into another?'),
    ask('When exactly does Git report a conflict during a merge?'),
    spare('How do you work through a conflict once Git reports it?'),
  ],
  // technical · mid
  'tech-mid-1': [
    spare("What would you look at first about the feature's data and how it is used?"),
    ask('What does a relational database give you that some features need?'),
    ask('What does a document store make easier than a relational database?'),
    spare('Beyond the data itself, what else would weigh in your decision?'),
    spare('What would you do if the choice turned out to be wrong a year later?'),
  ],
  'tech-mid-2': [
    ask('What would you look at before changing any code?'),
    spare('What would you compare the slowdown against to find what triggered it?'),
    ask('Where in the request would you expect the time to go, and how would you pin it down?'),
    ask('How would you know your fix worked, and that the problem stays fixed?'),
  ],
  'tech-mid-3': [
    spare('What does the cache gain you?'),
    ask('What new problems does a cache bring with it?'),
    ask('How would you keep cached data from going out of date?'),
    spare('What would make you choose one way of refreshing the cache over another for a feature?'),
  ],
  'tech-mid-4': [
    ask('What kinds of changes can you make without affecting existing clients?'),
    ask('What do you do when a change cannot be made without breaking clients?'),
    ask('How do you retire an old field or endpoint that some clients still use?'),
    spare('How would you check that a change really broke no client?'),
  ],
  'tech-mid-5': [
    ask('How would you turn the change off quickly if it misbehaves?'),
    ask('How would you decide which users get the change first?'),
    ask('What would you watch during the rollout, and what would make you roll back?'),
    spare('What would you prepare, and whom would you tell, before the rollout starts?'),
  ],
  // technical · senior
  'tech-senior-1': [
    ask('What problem would splitting the monolith have to solve for it to be worth it?'),
    ask('What new costs and risks would services bring compared with the monolith?'),
    spare('How would you decide where one service ends and the next begins?'),
    ask('How would you move from the monolith to services without stopping feature work?'),
    spare('How would you know the migration is paying off, and when would you stop?'),
  ],
  'tech-senior-2': [
    ask('How do you show others what the debt is costing?'),
    spare('Who decides which debt gets fixed first, and on what basis?'),
    ask("Where does the time to fix debt actually come from in the teams' plans?"),
    spare('How do you keep teams from adding new debt?'),
  ],
  'tech-senior-3': [
    spare('How is responsibility for keeping each system running organised, and kept sustainable?'),
    ask('What happens in the organisation after an incident is over?'),
    ask('How does the organisation decide when to slow down feature work for stability?'),
    spare('Which engineering practices would you invest in across all teams?'),
    spare('What part do leaders play in making an organisation reliable?'),
  ],
  'tech-senior-4': [
    spare('What problem would the new technology need to solve?'),
    ask('What would you judge a new database or framework on before choosing it?'),
    ask('How would you try it out before committing the codebase to it?'),
    ask('How would you bring it to the teams, and what if you later need to back out?'),
  ],
  'tech-senior-5': [
    spare('How would the standards get written, and who would be involved?'),
    ask('What would you expect of a code review, and what would you leave to tools?'),
    ask('How would a newcomer find out later why an architecture decision was made?'),
    spare('How would the standards change as the team grows?'),
  ],
  // behavioral · junior
  'behav-junior-1': [
    spare('What was the task, and why did you need the new tool so quickly?'),
    ask('How did you go about learning it?'),
    ask('What did you deliver in the end, and how did it turn out?'),
    spare('Looking back, what would you keep and what would you change next time?'),
  ],
  'behav-junior-2': [
    ask('What did you try on your own before asking anyone?'),
    ask('How did you decide it was time to ask for help?'),
    spare('When you asked, what did you tell the person you asked?'),
    spare('How did it end, and what did you take away from it?'),
  ],
  'behav-junior-3': [
    ask('What exactly was the feedback, and who gave it to you?'),
    spare('How did you react when you first heard it?'),
    ask('What did you change in your work afterwards?'),
    ask('How could you tell the change made a difference?'),
  ],
  'behav-junior-4': [
    spare('What was the mistake, and what was your own part in it?'),
    ask('What did the mistake affect, and how was it put right?'),
    spare('What did you take away from it?'),
    ask('What do you do differently now?'),
  ],
  'behav-junior-5': [
    spare('What was the project for, and who was on the team?'),
    ask('Which part of the work was yours alone?'),
    spare("How did you fit your part together with the others' work?"),
    ask('How did the project turn out, and what difference did your part make?'),
  ],
  // behavioral · mid
  'behav-mid-1': [
    spare('What were the two approaches, and what was the case for each?'),
    spare("What was your teammate's strongest argument, as you saw it?"),
    ask('How did the two of you settle which approach was better?'),
    ask('How did it end, and how did you work together afterwards?'),
  ],
  'behav-mid-2': [
    spare('Which stages of the work were yours, from the first idea to after the launch?'),
    ask('What was the hardest decision you made along the way, and what did you give up for it?'),
    ask('How did you know whether it succeeded?'),
    ask('What would you change if you did it again?'),
  ],
  'behav-mid-3': [
    spare('Why was the original plan at risk?'),
    ask('What options did you put to the stakeholder?'),
    spare('When and how did you first raise it with them?'),
    ask('What did you agree in the end, and how did the delivery go?'),
  ],
  'behav-mid-4': [
    spare('What went wrong, and how were users affected?'),
    ask('What exactly was your part in handling it?'),
    spare('What steps did you take, in order, once you knew about it?'),
    ask('What changed afterwards to stop it happening again?'),
  ],
  'behav-mid-5': [
    spare('How did you work out what your teammate most needed?'),
    ask('What did you actually do to help them, week to week?'),
    spare('When your teammate got stuck, what did you do?'),
    ask('What changed in their work as a result?'),
  ],
  // behavioral · senior
  'behav-senior-1': [
    spare('What made the change worth the effort?'),
    ask('How did you get the other teams to agree to it?'),
    spare('How did you plan the rollout across the teams?'),
    spare('What pushback or setbacks did you hit, and how did you deal with them?'),
    ask('What was the result, and how did you measure it?'),
  ],
  'behav-senior-2': [
    ask("What did you not know at the time, and why couldn't the decision wait?"),
    spare('How did you weigh the risks with the information you had?'),
    ask('What would have happened if the decision had turned out wrong?'),
    ask('How did it turn out, and how did you look back on the decision afterwards?'),
  ],
  'behav-senior-3': [
    spare('What exactly did you disagree with, and why did it matter?'),
    ask('How did you make your case to them?'),
    spare('Where and how did you raise it with them?'),
    ask('What was decided in the end, and what did you do after that?'),
  ],
  'behav-senior-4': [
    ask('What was your own part in how it ended?'),
    ask('What do you now see as the causes of how it ended?'),
    spare('How did you look after the team, and what did you tell stakeholders, when it ended?'),
    ask('What do you do differently in later projects because of it?'),
  ],
  'behav-senior-5': [
    spare('What was the problem, and how was it affecting the team?'),
    ask('What was the first thing you did about it?'),
    ask('What did you find was behind it, and what did you agree on for the future?'),
    spare('What did you do over the following weeks?'),
    ask('How did things turn out for the person and for the team?'),
  ],
  // system-design · junior
  'sysd-junior-1': [
    ask('How would you generate each short code so that no two links clash?'),
    ask('Where and how would you store the links?'),
    ask('What does the server send back when someone opens a short link?'),
    spare('How would you keep it fast when a few links get most of the traffic?'),
  ],
  'sysd-junior-2': [
    ask('Which endpoints would the API offer?'),
    ask('What would the stored data look like?'),
    ask('How would the backend know who is making a request, and what they may see?'),
    spare('How much infrastructure would you start with, and what would make you change it?'),
  ],
  'sysd-junior-3': [
    ask('How would you confirm where the time is actually going?'),
    ask('What could you change so that not every request needs the database?'),
    ask('How could you make each database call itself cheaper?'),
    spare('How would you make sure users still see reasonably fresh data?'),
  ],
  'sysd-junior-4': [
    ask('What checks would you run on a file before accepting it?'),
    ask('Where would the image files themselves live, and what would the database keep?'),
    spare('How would you handle pictures much larger than the size they are shown at?'),
    spare('How would you get the images to users quickly wherever they are?'),
  ],
  'sysd-junior-5': [
    ask('What does a load balancer actually do with the requests coming in?'),
    spare('How does it choose which server gets each request?'),
    ask('What happens when one of the servers behind it fails?'),
    ask('What must be true of the servers so that any of them can answer any request?'),
  ],
  // system-design · mid
  'sysd-mid-1': [
    spare('Who or what would each limit apply to?'),
    ask('How would you count requests over time, and what are the trade-offs of that method?'),
    ask('Where would the counts live, given the API runs on many servers?'),
    spare('What does a client receive when it goes over the limit?'),
    spare('What should happen if the place holding the counts goes down?'),
  ],
  'sysd-mid-2': [
    ask('How would a request to send a notification flow into the system?'),
    spare('How would the sending work be split across email, SMS and push?'),
    ask('What happens when a provider fails, and how do you avoid sending the same message twice?'),
    ask('How would you respect what each user wants to receive?'),
  ],
  'sysd-mid-3': [
    ask("When and how would each user's feed be put together?"),
    ask('What changes for an account with millions of followers?'),
    spare('How would a feed be served quickly as a user keeps scrolling?'),
    spare('In what order would posts appear, and how fresh must they be?'),
  ],
  'sysd-mid-4': [
    spare('What would the main parts of the system be, and what would each be responsible for?'),
    ask('How would you stop the same job from being run twice?'),
    ask('What happens when a job fails?'),
    spare('What happens to jobs that should have run while the system was down?'),
  ],
  'sysd-mid-5': [
    ask('What index structure would let you find matches as each letter is typed?'),
    ask('Which suggestions would appear first, and why?'),
    ask('How would you keep suggestions fast enough to show while the user types?'),
    spare('How would new or changed products reach the suggestions?'),
  ],
  // system-design · senior
  'sysd-senior-1': [
    ask('How would you make sure a retried charge request never charges the customer again?'),
    ask('What would you record, and when, before and after calling the payment provider?'),
    ask('What do you do when the call to the provider times out and you do not know the result?'),
    spare("How would you prove later that every payment's money is accounted for?"),
    spare('How would you handle card details and the rules around them?'),
  ],
  'sysd-senior-2': [
    spare('How would the regions share the work, and which goals would decide that?'),
    ask('How would data be kept in step across regions, and where would writes go?'),
    ask('How would each user reach a region, and what happens when one region fails?'),
    spare('Which legal or cost constraints would shape the design?'),
    spare('How would you get from one region to several without putting users at risk?'),
  ],
  'sysd-senior-3': [
    ask('What happens to a video between the upload starting and it being ready to watch?'),
    ask('How would viewers on slow and on fast connections both get smooth playback?'),
    spare('How would the videos reach viewers around the world?'),
    ask('Where would most of the money go, and how would you bring it down?'),
  ],
  'sysd-senior-4': [
    spare(
      'What is the hardest problem when two people change the same sentence at the same moment?',
    ),
    ask('Which technique would you use to merge simultaneous edits, and what does it cost you?'),
    spare("How would each user see the others' changes and cursors as they happen?"),
    ask('What happens to edits made while a user is offline?'),
  ],
  'sysd-senior-5': [
    ask('How would the system absorb sudden bursts of incoming events?'),
    spare('How would metrics and logs be processed and stored once they arrive?'),
    ask('How would you scale it and keep storage costs under control?'),
    spare('How would people query the data, and what happens when the platform is overloaded?'),
  ],
};
